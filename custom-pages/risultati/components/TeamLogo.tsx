import { assetUrl } from '../api.ts';

/** A team logo beside its name: decorative for assistive tech, sized to avoid layout shifts. */
export function TeamLogo({ src, size = 28 }: { src: string | null; size?: number }) {
  const url = assetUrl(src);
  if (!url) return <span className="rs-logo-empty" style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className="rs-team-logo" src={url} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
