import { absoluteUrl, usePublicOrigin } from '../lib/public-origin';
import { useLocation } from '../lib/router';
import { StructuredData, type StructuredItems } from './StructuredData';

export const PRODUCT_NAME = 'Entertainment Guide';
export const PRODUCT_DESCRIPTION =
  "Today's MLB and NHL games, new movie releases, cinema showtimes near you, and what's on TV.";

export interface PageHeadProps {
  /** What the page is ("Cinema near New York, NY"); the tab adds the product's name. None: the product alone. */
  title?: string;
  /** One or two sentences of what the page holds, for results and link previews. */
  description?: string;
  /**
   * The page's own address: its path and the query it reads (`href(paths.cinema, { zip })`).
   * Default: the path without a query. Made absolute for the canonical link and `og:url`.
   */
  path?: string;
  /** A picture for link previews (a poster, a show's image): a path of ours or a whole URL. */
  image?: string;
  /** Open Graph's kind of page. */
  type?: 'website' | 'video.movie' | 'video.tv_show' | 'video.episode';
  /** Pages that should be nobody's search result: not found, failures, forms and the account. */
  noindex?: boolean;
  /** schema.org items of what the page shows, as JSON-LD. */
  structuredData?: StructuredItems;
}

/** Longer than results show: cut at a word, with an ellipsis. */
const DESCRIPTION_MAX = 300;

function clipped(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * A screen's head: its title, description, canonical link, Open Graph and Twitter card, and
 * JSON-LD. React hoists the `<title>`, `<meta>` and `<link>` into the document's `<head>` (on
 * the server too), and takes them away with the screen.
 */
export function PageHead({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex,
  structuredData,
}: PageHeadProps) {
  const origin = usePublicOrigin();
  const { pathname } = useLocation();
  const url = absoluteUrl(origin, path ?? pathname);
  const text = clipped(description ?? PRODUCT_DESCRIPTION);
  const heading = title ?? PRODUCT_NAME;
  const picture = image ? absoluteUrl(origin, image) : undefined;
  return (
    <>
      <title>{title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={heading} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      {picture && <meta property="og:image" content={picture} />}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={heading} />
      <meta name="twitter:description" content={text} />
      {structuredData && <StructuredData items={structuredData} />}
    </>
  );
}
