"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=AuthIdentity.js.map