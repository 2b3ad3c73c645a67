"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Discount.js.map