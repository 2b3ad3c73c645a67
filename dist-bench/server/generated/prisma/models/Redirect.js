"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Redirect.js.map