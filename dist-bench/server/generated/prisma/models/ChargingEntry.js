"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=ChargingEntry.js.map