import { useState, type ImgHTMLAttributes } from 'react';

type ProviderImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string;
  alt: string;
};

/**
 * Every picture that comes from a provider through our image relay (posters, show and event
 * images): loaded lazily, and left out rather than shown broken when it cannot be had — a relay
 * answers 502 for a provider's SVG, error page or oversized file. Give it width and height so
 * its space is held while it loads.
 */
export function ProviderImage({ src, alt, ...rest }: ProviderImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} {...rest} />;
}
