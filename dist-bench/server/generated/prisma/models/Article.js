"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Article.js.map