"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEMO_REDIRECTS = exports.DEMO_SOCIAL_LINKS = exports.SITE_SETTING_KEYS = void 0;
exports.seedSettings = seedSettings;
/** Keys of site_settings written by the seed: `social_links` is an object of network → URL. */
exports.SITE_SETTING_KEYS = { socialLinks: 'social_links', contactEmail: 'contact_email' };
exports.DEMO_SOCIAL_LINKS = {
    x: 'https://x.com/evklubsk',
    instagram: 'https://www.instagram.com/evklubsk',
    youtube: 'https://www.youtube.com/@evklubsk',
    facebook: 'https://www.facebook.com/evklubsk',
    discord: 'https://discord.gg/evklubsk',
};
exports.DEMO_REDIRECTS = [
    { fromPath: '/clenstvo', toPath: '/pripojit-sa', statusCode: 301 },
    { fromPath: '/o-klube', toPath: '/o-nas', statusCode: 301 },
    { fromPath: '/zlavy', toPath: '/uzivatel/zlavy', statusCode: 302 },
];
async function seedSettings(tx, contactEmail) {
    await tx.siteSetting.createMany({
        data: [
            { key: exports.SITE_SETTING_KEYS.socialLinks, value: exports.DEMO_SOCIAL_LINKS },
            { key: exports.SITE_SETTING_KEYS.contactEmail, value: contactEmail },
        ],
        skipDuplicates: true,
    });
    await tx.redirect.createMany({ data: exports.DEMO_REDIRECTS, skipDuplicates: true });
}
//# sourceMappingURL=settings.js.map