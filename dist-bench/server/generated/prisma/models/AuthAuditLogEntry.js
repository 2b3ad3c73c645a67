"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=AuthAuditLogEntry.js.map