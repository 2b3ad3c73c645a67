"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=EventAttendance.js.map