import type { DetailView } from "~/content/view";
import { useT } from "~/i18n";

/**
 * A video file plays in the browser's own player (keyboard controls included) with its captions
 * shown by default and the transcript below for anyone who cannot or would rather not watch;
 * YouTube and Vimeo links play in a privacy-friendly frame.
 */
/**
 * Captions and transcript are attributes of the item, which the API does not translate (a Hindi
 * page of a video says its narration is English): they are marked as English on every page.
 */
const ATTRIBUTES_LANG = "en";

export function VideoPlayer({ video, title }: { video: NonNullable<DetailView["video"]>; title: string }) {
  const t = useT();
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
          {video.captions ? <track kind="captions" src={video.captions} srcLang={ATTRIBUTES_LANG} label={t("content.video.captions")} default /> : null}
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
          <div className="mt-2 space-y-2" lang={ATTRIBUTES_LANG}>
            {video.transcript.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        </details>
      ) : null}
    </figure>
  );
}
