"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=AuthOneTimeToken.js.map