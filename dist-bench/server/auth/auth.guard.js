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
Object.defineProperty(exports, "__esModule", { value: true });
exports.AuthGuard = void 0;
// The one global guard (deny by default): `@Public()` routes pass; every other route needs a valid
// member access token (JwtStrategy) and then the permissions its `@Authenticated({ permissions })`
// lists, checked against the member's map read from the database on this request. A route that
// declares neither decorator is refused.
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const api_error_1 = require("../common/api-error");
const decorators_1 = require("./decorators");
const jwt_strategy_1 = require("./jwt.strategy");
const permissions_1 = require("./permissions");
let AuthGuard = class AuthGuard {
    reflector;
    strategy;
    constructor(reflector, strategy) {
        this.reflector = reflector;
        this.strategy = strategy;
    }
    async canActivate(context) {
        const access = (0, decorators_1.routeAccess)(this.reflector, context.getHandler(), context.getClass());
        if (!access)
            throw new api_error_1.ApiError(403, 'errors.forbidden', 'This route declares no access rule');
        if (access.public)
            return true;
        const http = context.switchToHttp();
        const request = http.getRequest();
        const user = await this.strategy.authenticateRequest(request, http.getResponse());
        request.user = user;
        if (!(0, permissions_1.hasPermissions)(user.permissions, access.permissions)) {
            throw new api_error_1.ApiError(403, 'errors.missing_permission', 'You do not have the permission this needs', { required: access.permissions });
        }
        return true;
    }
};
exports.AuthGuard = AuthGuard;
exports.AuthGuard = AuthGuard = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [core_1.Reflector,
        jwt_strategy_1.JwtStrategy])
], AuthGuard);
//# sourceMappingURL=auth.guard.js.map