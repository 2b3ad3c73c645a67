// Text put into HTML the server render writes as a string (the head tags, the analytics tag, the
// page's data for hydration), outside React's own escaping.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
