"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Onboarding.js.map