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
exports.ProfileController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const current_user_decorator_1 = require("../auth/current-user.decorator");
const decorators_1 = require("../auth/decorators");
const profile_dto_1 = require("../dtos/profile.dto");
const profile_service_1 = require("../services/profile.service");
const AVATAR_BODY = {
    schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: 'PNG, JPEG or WebP (checked by content), at most 2 MB' } },
    },
};
let ProfileController = class ProfileController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** My profile: the user record plus the full address with the country in Slovak. */
    getProfile(user) {
        return this.service.getProfile(user);
    }
    /** Changes my editable fields (any subset). Permissions, verification, note and recommendation are refused (400). */
    updateProfile(user, body) {
        return this.service.updateProfile(user, body);
    }
    /**
     * Deletes my account: the profile is anonymised, my cars' ownerships end today, my event
     * registrations are cancelled and the sign-in account is deleted; articles I wrote stay, shown as
     * by a deleted member.
     */
    deleteProfile(user, _body) {
        return this.service.deleteProfile(user);
    }
    /** Everything stored about me, as a JSON file download. */
    exportProfile(user) {
        return this.service.exportProfile(user);
    }
    /** What other members see of me in search. */
    getProfileVisibility(user) {
        return this.service.getProfileVisibility(user);
    }
    /** Sets what other members see of me (all four switches). */
    updateProfileVisibility(user, body) {
        return this.service.updateProfileVisibility(user, body);
    }
    /** Uploads my avatar (multipart/form-data, part `file`); avatar_url becomes its public URL under /api/avatars/. */
    uploadAvatar(user, request) {
        return this.service.uploadAvatar(user, request);
    }
    /** Removes my avatar. */
    removeAvatar(user) {
        return this.service.removeAvatar(user);
    }
    /** A member's avatar image (public; the URL is the profile's avatar_url). */
    getAvatar(file) {
        return this.service.getAvatar(file);
    }
};
exports.ProfileController = ProfileController;
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Get)('profile'),
    (0, swagger_1.ApiOkResponse)({ type: profile_dto_1.ProfileResponseDto }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], ProfileController.prototype, "getProfile", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Patch)('profile'),
    (0, swagger_1.ApiOkResponse)({ type: profile_dto_1.ProfileResponseDto }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.username_taken' }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, profile_dto_1.UpdateProfileDto]),
    __metadata("design:returntype", Promise)
], ProfileController.prototype, "updateProfile", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Delete)('profile'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiNoContentResponse)({ description: 'Account deleted; its tokens no longer work' }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, profile_dto_1.DeleteProfileDto]),
    __metadata("design:returntype", Promise)
], ProfileController.prototype, "deleteProfile", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Get)('profile/export'),
    (0, common_1.Header)('Content-Disposition', 'attachment; filename="evklub-moje-udaje.json"'),
    (0, common_1.Header)('Cache-Control', 'no-store'),
    (0, swagger_1.ApiOkResponse)({ type: profile_dto_1.ProfileExportResponseDto }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], ProfileController.prototype, "exportProfile", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Get)('profile/visibility'),
    (0, swagger_1.ApiOkResponse)({ type: profile_dto_1.ProfileVisibilityResponseDto }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], ProfileController.prototype, "getProfileVisibility", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Put)('profile/visibility'),
    (0, swagger_1.ApiOkResponse)({ type: profile_dto_1.ProfileVisibilityResponseDto }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, profile_dto_1.ProfileVisibilityDto]),
    __metadata("design:returntype", Promise)
], ProfileController.prototype, "updateProfileVisibility", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Put)('profile/avatar'),
    (0, swagger_1.ApiConsumes)('multipart/form-data'),
    (0, swagger_1.ApiBody)(AVATAR_BODY),
    (0, swagger_1.ApiOperation)({ description: 'Errors: 413 errors.file_too_large (over 2 MB), 415 errors.unsupported_file_type (not PNG/JPEG/WebP by content), 415 errors.unsupported_media_type (not multipart)' }),
    (0, swagger_1.ApiOkResponse)({ type: profile_dto_1.ProfileResponseDto }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], ProfileController.prototype, "uploadAvatar", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Delete)('profile/avatar'),
    (0, swagger_1.ApiOkResponse)({ type: profile_dto_1.ProfileResponseDto }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], ProfileController.prototype, "removeAvatar", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('avatars/:file'),
    (0, common_1.Header)('Cache-Control', 'max-age=3600'),
    (0, common_1.Header)('X-Content-Type-Options', 'nosniff'),
    (0, swagger_1.ApiParam)({ name: 'file', example: '0b7e5c1a-3f0e-4c1e-9d7a-2a6f0c1b2d3e.png' }),
    (0, swagger_1.ApiProduces)('image/png', 'image/jpeg', 'image/webp'),
    (0, swagger_1.ApiOkResponse)({ schema: { type: 'string', format: 'binary' }, description: 'The image' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.avatar_not_found' }),
    __param(0, (0, common_1.Param)('file')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ProfileController.prototype, "getAvatar", null);
exports.ProfileController = ProfileController = __decorate([
    (0, swagger_1.ApiTags)('profile'),
    (0, common_1.Controller)('api'),
    __metadata("design:paramtypes", [profile_service_1.ProfileService])
], ProfileController);
//# sourceMappingURL=profile.controller.js.map