"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AuthMetaService = void 0;
const common_1 = require("@nestjs/common");
const config_module_1 = require("../config/config.module");
const keys_1 = require("../auth-api/keys");
const EXTERNAL_PROVIDERS = [
    'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'snapchat', 'figma', 'fly', 'github', 'gitlab', 'google', 'keycloak', 'kakao',
    'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc', 'workos', 'twitch', 'twitter', 'zoom',
];
/** What tooling asks the auth API about itself (auth-api.md §1.13). */
let AuthMetaService = class AuthMetaService {
    config;
    constructor(config) {
        this.config = config;
    }
    settings() {
        return {
            external: {
                anonymous_users: this.config.AUTH_ANONYMOUS_SIGN_IN,
                ...Object.fromEntries(EXTERNAL_PROVIDERS.map((p) => [p, false])),
                email: true,
                phone: false,
            },
            disable_signup: this.config.AUTH_DISABLE_SIGNUP,
            mailer_autoconfirm: this.config.AUTH_AUTOCONFIRM,
            phone_autoconfirm: false,
            sms_provider: '',
            saml_enabled: false,
            saml_private_key_next_configured: false,
            passkeys_enabled: false,
        };
    }
    health() {
        return { version: 'evklub-embedded-2.196.0', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' };
    }
    jwks() {
        return (0, keys_1.publicJwks)(this.config);
    }
};
exports.AuthMetaService = AuthMetaService;
exports.AuthMetaService = AuthMetaService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object])
], AuthMetaService);
//# sourceMappingURL=auth-meta.service.js.map