"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Event.js.map