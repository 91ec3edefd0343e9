# syntax=docker/dockerfile:1
# The portal with its embedded API: one process, one port, the SQLite database in a volume.
# Node 22 LTS (current LTS line); the code also runs on Node 20 (Node 20 is what the test machines run: README).

ARG NODE_IMAGE=node:22-bookworm-slim

# ---- all dependencies (with build tools for better-sqlite3's native module) ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# ---- type check, then build the React Router app and bundle the server (build/server.js) ----
FROM deps AS build
COPY . .
RUN npm run typecheck && npm run build

# ---- production dependencies only (the native module compiled once, in deps) ----
FROM deps AS prod-deps
# Scripts off: the native module compiled in deps stays as it is.
RUN npm prune --omit=dev --ignore-scripts --no-audit --no-fund

# ---- runtime: the build and production node_modules, nothing else ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    SQLITE_PATH=/data/portal.sqlite
# jemalloc instead of glibc's malloc: image uploads are processed (sharp) on libuv's threads, and
# glibc's per-thread arenas keep what a burst of them took; jemalloc gives it back
# (docs/performance.md, "Stay up on the worst day": 463 against 258 MB 30 s after eight 40 MP PNGs).
RUN apt-get update \
 && apt-get install -y --no-install-recommends libjemalloc2 \
 && rm -rf /var/lib/apt/lists/* \
 && ln -s "$(find /usr/lib -name libjemalloc.so.2 | head -n 1)" /usr/local/lib/libjemalloc.so.2 \
 && test -e /usr/local/lib/libjemalloc.so.2
ENV LD_PRELOAD=/usr/local/lib/libjemalloc.so.2
# Two arenas (not eight, four per core), freed pages handed back within a second by jemalloc's
# own thread instead of at the next allocation: 20-25 MB less under steady load at the same
# throughput (docs/performance.md, "The allocator's settings"). bench/server.ts runs with them.
ENV MALLOC_CONF=narenas:2,background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0
# V8 grows its heap lazily between collections (100 to 245 MB under the soak, 355 MB of anonymous
# memory in all); capped at 3/8 of the 512 MB the memory budget assumes (MEMORY_BUDGET_MB), it
# collects sooner and the process stays near 200 MB (docs/performance.md, "Memory with a
# ceiling"). Raise both together for a larger container. bench/server.ts runs with the same cap.
ENV NODE_OPTIONS=--max-old-space-size=192
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Node is PID 1 and gets SIGTERM directly: the server drains in-flight requests and exits.
CMD ["node", "--enable-source-maps", "build/server.js"]
