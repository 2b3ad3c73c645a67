"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=SiteSetting.js.map