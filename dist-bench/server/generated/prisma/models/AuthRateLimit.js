"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=AuthRateLimit.js.map