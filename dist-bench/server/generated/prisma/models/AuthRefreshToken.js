"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=AuthRefreshToken.js.map