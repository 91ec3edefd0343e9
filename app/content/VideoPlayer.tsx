import type { DetailView } from "~/content/view";
import { LANGUAGE_NAMES, useT, type Language } from "~/i18n";

/**
 * A video file plays in the browser's own player (keyboard controls included) with its captions
 * shown by default and the transcript below for anyone who cannot or would rather not watch;
 * YouTube and Vimeo links play in a privacy-friendly frame. Captions and transcript say their
 * language: the narration's captions stay English on a Hindi page, which adds Hindi subtitles
 * and a Hindi transcript when the translation has them.
 */
export function VideoPlayer({ video, title }: { video: NonNullable<DetailView["video"]>; title: string }) {
  const t = useT();
  // "English" in the page's language; another language by its own name.
  const trackLabel = (lang: Language) => (lang === "en" ? t("content.video.captions") : LANGUAGE_NAMES[lang]);
  return (
    <figure className="video-player my-6">
      {video.kind === "video" ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the captions track is rendered whenever the video has captions; the transcript is below
        <video
          controls
          preload="none"
          poster={video.poster ?? undefined}
          width={1280}
          height={720}
          aria-label={t("content.video.label", { title })}
          className="aspect-video h-auto w-full rounded bg-black"
        >
          <source src={video.src} type={/\.webm(\?|$)/i.test(video.src) ? "video/webm" : undefined} />
          {/* Captions of the narration; subtitles in the page's language, when the item has them, shown first. */}
          {video.captions ? (
            <track
              kind="captions"
              src={video.captions.src}
              srcLang={video.captions.lang}
              label={trackLabel(video.captions.lang)}
              default={!video.subtitles}
            />
          ) : null}
          {video.subtitles ? (
            <track
              kind="subtitles"
              src={video.subtitles.src}
              srcLang={video.subtitles.lang}
              label={trackLabel(video.subtitles.lang)}
              default
            />
          ) : null}
        </video>
      ) : video.kind === "iframe" ? (
        <iframe
          src={video.src}
          title={t("content.video.label", { title })}
          width={1280}
          height={720}
          loading="lazy"
          allow="accelerometer; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="aspect-video h-auto w-full rounded bg-black"
        />
      ) : null}
      <figcaption className="mt-2 text-sm">
        <a href={video.url} rel="noopener noreferrer" className="text-blue-900 underline">
          {t("content.video.watch", { title })}
        </a>
      </figcaption>
      {video.transcript.length ? (
        <details className="video-transcript mt-4 rounded border border-slate-200 p-3">
          <summary className="cursor-pointer font-semibold">{t("content.video.transcript")}</summary>
          <div className="mt-2 space-y-2" lang={video.transcriptLang}>
            {video.transcript.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        </details>
      ) : null}
    </figure>
  );
}
