"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=ContactMessage.js.map