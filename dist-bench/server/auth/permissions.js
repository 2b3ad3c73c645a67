"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PERMISSION_LEVELS = exports.PERMISSION_AREAS = void 0;
exports.hasPermissions = hasPermissions;
exports.normalizePermissions = normalizePermissions;
// The permissions map of spec §6: area → level. The only named level is `full`.
// These lists are emitted into the OpenAPI document, so clients read them from the generated types.
exports.PERMISSION_AREAS = ['users', 'events', 'content'];
exports.PERMISSION_LEVELS = ['full'];
/** True when the member holds every area at the required level. */
function hasPermissions(held, required) {
    const map = held && typeof held === 'object' ? held : {};
    return Object.entries(required).every(([area, level]) => map[area] === level);
}
/** The known areas of a stored permissions map (jsonb) at a known level; anything else is dropped. */
function normalizePermissions(held) {
    const map = held && typeof held === 'object' && !Array.isArray(held) ? held : {};
    const out = {};
    for (const area of exports.PERMISSION_AREAS) {
        const level = map[area];
        if (exports.PERMISSION_LEVELS.includes(level))
            out[area] = level;
    }
    return out;
}
//# sourceMappingURL=permissions.js.map