"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
// `npm start`: validates the configuration, starts the embedded PostgreSQL (unless DATABASE_URL),
// applies migrations, seeds an empty database, starts the local mail inbox (unless SMTP_URL),
// then serves everything on PORT. SIGINT/SIGTERM stop it cleanly.
require("reflect-metadata");
const boot_1 = require("./runtime/boot");
(0, boot_1.boot)().catch((error) => {
    // boot() prints readable one-line reasons itself; anything reaching here is unexpected.
    console.error(`EV Klub failed to start: ${error.message}`);
    process.exit(1);
});
//# sourceMappingURL=main.js.map