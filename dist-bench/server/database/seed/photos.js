"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.demoPictureSrc = exports.DEMO_PICTURES = void 0;
exports.createPhoto = createPhoto;
exports.DEMO_PICTURES = [
    'bratislava-nabrezie', 'cybertruck', 'jazda-zrucnosti', 'light-show', 'model-3', 'model-y', 'servis-dielna',
    'softver-aktualizacia', 'stretnutie-clenov', 'supercharger-nocou', 'tatry-roadtrip', 'wallbox-doma', 'zimna-cesta',
];
const demoPictureSrc = (picture) => `/demo/${picture}.svg`;
exports.demoPictureSrc = demoPictureSrc;
/** Creates a photo of a demo picture and returns its id. */
async function createPhoto(tx, picture, alt, album) {
    const photo = await tx.photo.create({
        data: { src: (0, exports.demoPictureSrc)(picture), alt, localeCode: 'sk', width: 1200, height: 675, albumId: album?.albumId, sortOrder: album?.sortOrder ?? 0 },
        select: { id: true },
    });
    return photo.id;
}
//# sourceMappingURL=photos.js.map