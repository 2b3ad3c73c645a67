"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=GalleryAlbum.js.map