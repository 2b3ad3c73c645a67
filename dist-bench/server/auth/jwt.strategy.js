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
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.JwtStrategy = exports.CLOCK_TOLERANCE_SECONDS = exports.MEMBER_ROLE = exports.MEMBER_AUDIENCE = void 0;
// The passport-jwt strategy of the product API. passport-jwt (jsonwebtoken) checks the signature
// with a key from JwtKeyResolver, the pinned algorithms, `exp` (30 s leeway), `aud` and `iss`;
// `validate` then checks what makes the token a member's and still valid: role, subject, that the
// account and (embedded mode) the session still exist, and that the profile is not deleted.
const common_1 = require("@nestjs/common");
const passport_1 = require("@nestjs/passport");
const passport_2 = __importDefault(require("passport"));
const passport_jwt_1 = require("passport-jwt");
const api_error_1 = require("../common/api-error");
const config_module_1 = require("../config/config.module");
const profile_repository_1 = require("../repositories/profile.repository");
const token_subject_repository_1 = require("../repositories/token-subject.repository");
const jwt_keys_1 = require("./jwt-keys");
const permissions_1 = require("./permissions");
exports.MEMBER_AUDIENCE = 'authenticated';
exports.MEMBER_ROLE = 'authenticated';
exports.CLOCK_TOLERANCE_SECONDS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
/**
 * Each strategy instance registers on its own passport Authenticator instead of the process-wide
 * one, so two apps in one process (tests, or a second instance) never take over each other's keys.
 */
const authenticators = new WeakMap();
const unauthorized = (message, code = 'errors.unauthorized') => new api_error_1.ApiError(401, code, message);
/** What a failed verification (passport "fail" info) means for the caller. */
function failureToError(info) {
    const err = info;
    if (info instanceof jwt_keys_1.KeySetUnavailableError)
        return new api_error_1.ApiError(503, 'errors.unavailable', 'Sign-in keys are unavailable, try again');
    if (err?.name === 'TokenExpiredError')
        return unauthorized('The access token has expired', 'errors.token_expired');
    if (err?.message === 'No auth token')
        return unauthorized('Sign-in required');
    return unauthorized('Invalid access token');
}
let JwtStrategy = class JwtStrategy extends (0, passport_1.PassportStrategy)(passport_jwt_1.Strategy, 'jwt') {
    profiles;
    subjects;
    embedded;
    constructor(keys, config, profiles, subjects) {
        super({
            jwtFromRequest: passport_jwt_1.ExtractJwt.fromAuthHeaderAsBearerToken(),
            // jsonwebtoken accepts a KeyObject (and checks it fits the algorithm); the typings only list string | Buffer.
            secretOrKeyProvider: (_request, rawToken, done) => {
                keys.keyFor(rawToken).then((key) => done(null, key), (err) => done(err));
            },
            algorithms: keys.algorithms,
            audience: exports.MEMBER_AUDIENCE,
            issuer: keys.issuer,
            jsonWebTokenOptions: { clockTolerance: exports.CLOCK_TOLERANCE_SECONDS },
        });
        this.profiles = profiles;
        this.subjects = subjects;
        this.embedded = config.AUTH_MODE === 'embedded';
    }
    getPassportInstance() {
        let instance = authenticators.get(this);
        if (!instance)
            authenticators.set(this, (instance = new passport_2.default.Passport()));
        return instance;
    }
    /** Runs the strategy on a request: resolves the member or rejects with a 401 (503 when keys are unreachable). */
    authenticateRequest(request, response) {
        return new Promise((resolve, reject) => {
            const middleware = this.getPassportInstance().authenticate('jwt', { session: false }, (err, user, info) => {
                if (err)
                    reject(err);
                else if (!user)
                    reject(failureToError(info));
                else
                    resolve(user);
            });
            middleware(request, response, (err) => reject(err ?? unauthorized('Invalid access token')));
        });
    }
    /** Called by passport-jwt with the verified payload. */
    async validate(payload) {
        const { sub, role, exp, session_id: sessionClaim, email, is_anonymous: anonymous } = payload;
        // The anon and service_role keys verify with the same secret but are not member tokens.
        if (role !== exports.MEMBER_ROLE || anonymous === true)
            throw unauthorized('Not a member access token');
        if (typeof sub !== 'string' || !UUID.test(sub) || typeof exp !== 'number')
            throw unauthorized('Invalid access token');
        const sessionId = typeof sessionClaim === 'string' && UUID.test(sessionClaim) && sessionClaim !== NIL_UUID ? sessionClaim : null;
        if (this.embedded) {
            // Our own auth API always names the session; checking it makes sign-out end the access token too.
            if (!sessionId || !(await this.subjects.isSessionActive(sub, sessionId)))
                throw unauthorized('The session has ended');
        }
        const profile = await this.profiles.findAccess(sub);
        if (profile?.deletedAt)
            throw unauthorized('The account has been deleted');
        return { id: sub, email: typeof email === 'string' ? email : '', sessionId, permissions: (0, permissions_1.normalizePermissions)(profile?.permissions) };
    }
};
exports.JwtStrategy = JwtStrategy;
exports.JwtStrategy = JwtStrategy = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [jwt_keys_1.JwtKeyResolver, Object, profile_repository_1.ProfileRepository,
        token_subject_repository_1.TokenSubjectRepository])
], JwtStrategy);
//# sourceMappingURL=jwt.strategy.js.map