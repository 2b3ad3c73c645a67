"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Car.js.map