"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Profile.js.map