"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=GuideEntry.js.map