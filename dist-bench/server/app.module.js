"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var AppModule_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.AppModule = void 0;
const common_1 = require("@nestjs/common");
const config_module_1 = require("./config/config.module");
const index_1 = require("./controllers/index");
const database_module_1 = require("./database/database.module");
const index_2 = require("./repositories/index");
const index_3 = require("./services/index");
const error_filter_1 = require("./common/error.filter");
const storage_service_1 = require("./storage/storage.service");
const auth_providers_1 = require("./auth/auth.providers");
/** The one application module: each layer folder's index exports the array spread here. */
let AppModule = AppModule_1 = class AppModule {
    static forRoot({ config, databaseUrl, logger }) {
        return {
            module: AppModule_1,
            imports: [config_module_1.ConfigModule.forRoot(config), database_module_1.DatabaseModule.forRoot(databaseUrl)],
            controllers: [...index_1.controllers, ...(config.AUTH_MODE === 'embedded' ? index_1.authApiControllers : [])],
            providers: [{ provide: error_filter_1.LOGGER, useValue: logger }, storage_service_1.StorageService, ...index_3.services, ...index_2.repositories, ...auth_providers_1.authProviders],
        };
    }
};
exports.AppModule = AppModule;
exports.AppModule = AppModule = AppModule_1 = __decorate([
    (0, common_1.Module)({})
], AppModule);
//# sourceMappingURL=app.module.js.map