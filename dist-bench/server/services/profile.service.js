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
exports.ProfileService = exports.AVATAR_MAX_BYTES = void 0;
// The member's own profile: read and edit the fields a member may change, choose what other members
// see, upload an avatar; export and account deletion are delegated to profile-data.service.ts.
// Permissions, verification, the staff note and the recommendation are not in UpdateProfileDto, so
// the validation pipe refuses them (400) before anything here runs.
const common_1 = require("@nestjs/common");
const node_stream_1 = require("node:stream");
const api_error_1 = require("../common/api-error");
const multipart_1 = require("../common/multipart");
const config_module_1 = require("../config/config.module");
const calendar_1 = require("../domain/calendar");
const image_info_1 = require("../domain/image-info");
const page_dto_1 = require("../dtos/page.dto");
const profile_repository_1 = require("../repositories/profile.repository");
const storage_service_1 = require("../storage/storage.service");
const me_service_1 = require("./me.service");
const profile_data_service_1 = require("./profile-data.service");
const profile_mapping_1 = require("./profile-mapping");
exports.AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_FOLDER = 'avatars';
/** The file part of an avatar URL: a storage key's name inside the avatars folder. */
const AVATAR_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;
/** The columns the request changes (absent = unchanged, null = cleared). */
function changes(dto) {
    const columns = [
        ['username', 'username'],
        ['first_name', 'firstName'],
        ['last_name', 'lastName'],
        ['address_street', 'addressStreet'],
        ['address_city', 'addressCity'],
        ['address_post_code', 'addressPostCode'],
        ['address_country', 'addressCountry'],
        ['phone_number', 'phoneNumber'],
        ['company_name', 'companyName'],
        ['company_id', 'companyId'],
    ];
    const data = {};
    for (const [field, column] of columns)
        if (dto[field] !== undefined)
            data[column] = dto[field];
    if (dto.birth_date !== undefined)
        data.birthDate = dto.birth_date === null ? null : (0, calendar_1.dateOnly)(dto.birth_date);
    return data;
}
let ProfileService = class ProfileService {
    me;
    profiles;
    data;
    storage;
    config;
    constructor(me, profiles, data, storage, config) {
        this.me = me;
        this.profiles = profiles;
        this.data = data;
        this.storage = storage;
        this.config = config;
    }
    async getProfile(user) {
        return (0, page_dto_1.single)((0, profile_mapping_1.mapProfile)(await this.me.ensureProfile(user)));
    }
    async updateProfile(user, dto) {
        await this.me.ensureProfile(user);
        const updated = await this.profiles.updateEditable(user.id, changes(dto));
        if (updated === 'username_taken')
            throw new api_error_1.ApiError(409, 'errors.username_taken', 'Another member already uses this username');
        return (0, page_dto_1.single)((0, profile_mapping_1.mapProfile)(updated));
    }
    async getProfileVisibility(user) {
        await this.me.ensureProfile(user);
        return (0, page_dto_1.single)((0, profile_mapping_1.mapVisibility)((await this.profiles.findVisibility(user.id))));
    }
    async updateProfileVisibility(user, dto) {
        await this.me.ensureProfile(user);
        const saved = await this.profiles.updateVisibility(user.id, { showEmail: dto.show_email, showPhone: dto.show_phone, showCity: dto.show_city, showCars: dto.show_cars });
        return (0, page_dto_1.single)((0, profile_mapping_1.mapVisibility)(saved));
    }
    /**
     * A PNG, JPEG or WebP (by its bytes) of at most 2 MB in the `file` part becomes the avatar; the
     * previous avatar's file is removed. Nothing is stored when the upload is refused.
     */
    async uploadAvatar(user, request) {
        await this.me.ensureProfile(user);
        const { file, fields } = await (0, multipart_1.readUpload)(request, { maxBytes: exports.AVATAR_MAX_BYTES });
        const extra = Object.keys(fields);
        if (extra.length)
            throw new api_error_1.ApiError(400, 'errors.validation', `Unexpected field ${extra[0]}`, { fields: extra.map((f) => ({ field: f, messages: [`property ${f} should not exist`] })) });
        if (!file)
            throw new api_error_1.ApiError(400, 'errors.validation', 'The image is missing: send it in the "file" part', { fields: [{ field: 'file', messages: ['file is required'] }] });
        const image = (0, image_info_1.imageInfo)(file.buffer);
        if (!image)
            throw new api_error_1.ApiError(415, 'errors.unsupported_file_type', 'The avatar must be a PNG, JPEG or WebP image');
        const stored = await this.storage.put(AVATAR_FOLDER, node_stream_1.Readable.from(file.buffer), { maxBytes: exports.AVATAR_MAX_BYTES, extension: image.extension });
        const name = stored.key.slice(AVATAR_FOLDER.length + 1);
        const previous = await this.profiles.replaceAvatarUrl(user.id, `${this.config.PUBLIC_URL}/api/avatars/${name}`);
        await this.removeAvatarFile(previous);
        return this.getProfile(user);
    }
    async removeAvatar(user) {
        await this.me.ensureProfile(user);
        await this.removeAvatarFile(await this.profiles.replaceAvatarUrl(user.id, null));
        return this.getProfile(user);
    }
    /** GET /api/avatars/{file}: public, cached for an hour; anything but an avatar's file name is 404. */
    async getAvatar(file) {
        const found = AVATAR_FILE.test(file) ? await this.storage.open(`${AVATAR_FOLDER}/${file}`) : null;
        if (!found)
            throw new api_error_1.ApiError(404, 'errors.avatar_not_found', 'Avatar not found');
        return new common_1.StreamableFile(found.stream, { type: image_info_1.IMAGE_MIME_BY_EXTENSION[file.split('.')[1]], length: found.sizeBytes });
    }
    exportProfile(user) {
        return this.data.exportProfile(user);
    }
    async deleteProfile(user) {
        // The file goes only after the deletion has committed: a failed deletion keeps the avatar.
        await this.removeAvatarFile(await this.data.deleteProfile(user));
    }
    /** Removes the stored file behind one of our avatar URLs (other URLs are left alone). */
    async removeAvatarFile(url) {
        const prefix = `${this.config.PUBLIC_URL}/api/avatars/`;
        const file = url?.startsWith(prefix) ? url.slice(prefix.length) : null;
        if (file && AVATAR_FILE.test(file))
            await this.storage.remove(`${AVATAR_FOLDER}/${file}`);
    }
};
exports.ProfileService = ProfileService;
exports.ProfileService = ProfileService = __decorate([
    (0, common_1.Injectable)(),
    __param(4, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [me_service_1.MeService,
        profile_repository_1.ProfileRepository,
        profile_data_service_1.ProfileDataService,
        storage_service_1.StorageService, Object])
], ProfileService);
//# sourceMappingURL=profile.service.js.map