/**
 * Where a visitor can share a detail page without any third party's script or cookie: plain links
 * to WhatsApp's and Facebook's share pages and an e-mail, each carrying the page's canonical URL.
 * Pure functions.
 */

/** The share links of a page: the addresses to open, in the order they are offered. */
export interface ShareLinks {
  whatsapp: string;
  facebook: string;
  email: string;
}

/** What is shared: the page's canonical URL, its title and the e-mail's text. */
export interface SharedPage {
  /** The absolute canonical URL of the page, in the visitor's language. */
  url: string;
  /** The estate's title, the e-mail's subject. */
  title: string;
  /** The e-mail's text, in the visitor's language, holding the URL. */
  mailBody: string;
}

/**
 * The share links of a page:
 * - WhatsApp: `https://wa.me/?text=` with the title and the URL (WhatsApp's own link to share a
 *   text, on a phone's app or WhatsApp Web);
 * - Facebook: `https://www.facebook.com/sharer/sharer.php?u=` with the URL (Facebook reads the
 *   page's preview tags);
 * - e-mail: a `mailto:` without an addressee, the title as subject and `mailBody` as text.
 * Every part is encoded as a URL component (RFC 3986), so '&' or '#' in a title cannot cut it.
 */
export function shareLinks({ url, title, mailBody }: SharedPage): ShareLinks {
  const e = encodeURIComponent;
  return {
    whatsapp: `https://wa.me/?text=${e(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}`,
    email: `mailto:?subject=${e(title)}&body=${e(mailBody)}`,
  };
}
