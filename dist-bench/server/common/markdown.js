"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.renderMarkdown = renderMarkdown;
exports.markdownToText = markdownToText;
// Markdown from staff-managed content → sanitised HTML. Links follow the same rule as the web
// client's external-navigation helper (spec §8): dangerous protocols are dropped, external links
// open with rel="noopener noreferrer nofollow".
const marked_1 = require("marked");
const sanitize_html_1 = __importDefault(require("sanitize-html"));
const ALLOWED_PROTOCOLS = ['http', 'https', 'mailto', 'tel'];
function renderMarkdown(markdown) {
    const html = marked_1.marked.parse(markdown ?? '', { async: false, gfm: true, breaks: false });
    return (0, sanitize_html_1.default)(html, {
        allowedTags: [
            'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'em', 'del', 'blockquote', 'code', 'pre',
            'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption',
        ],
        allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title', 'width', 'height', 'loading'], th: ['align'], td: ['align'] },
        allowedSchemes: ALLOWED_PROTOCOLS,
        allowedSchemesByTag: { img: ['https', 'http'] },
        allowProtocolRelative: false,
        transformTags: {
            h1: 'h2', // the page title is the only h1
            a: (tagName, attribs) => {
                const external = /^https?:\/\//i.test(attribs.href ?? '');
                return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs };
            },
            img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
        },
    });
}
/** Plain text of a markdown snippet (for descriptions, meta tags, search). */
function markdownToText(markdown) {
    return (0, sanitize_html_1.default)(marked_1.marked.parse(markdown ?? '', { async: false }), { allowedTags: [], allowedAttributes: {} })
        .replace(/\s+/g, ' ')
        .trim();
}
//# sourceMappingURL=markdown.js.map