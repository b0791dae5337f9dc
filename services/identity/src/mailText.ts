/** Text set into a mail's HTML part: the five characters HTML gives meaning to, as character references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
