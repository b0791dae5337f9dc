/** One mail to one person: plain text, and an HTML part where it carries a link to press. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
