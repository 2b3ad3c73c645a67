"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=FaqEntry.js.map