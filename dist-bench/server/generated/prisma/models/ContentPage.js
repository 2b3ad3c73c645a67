"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=ContentPage.js.map