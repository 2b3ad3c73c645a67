"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sortKeys = sortKeys;
exports.buildOpenApiDocument = buildOpenApiDocument;
exports.setupOpenApi = setupOpenApi;
const swagger_1 = require("@nestjs/swagger");
const permissions_1 = require("../auth/permissions");
/** Sorts object keys recursively (arrays keep their order) so the committed file diffs cleanly. */
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (value && typeof value === 'object') {
        return Object.fromEntries(Object.keys(value)
            .sort()
            .map((k) => [k, sortKeys(value[k])]));
    }
    return value;
}
function buildOpenApiDocument(app) {
    const config = new swagger_1.DocumentBuilder()
        .setTitle('EV Klub API')
        .setDescription('Product API of EV Klub. Payloads are under `v`; collections are `{ v, total }` with `page`/`per_page`; ' +
        'errors are `{ statusCode, error, message, code }`. Each operation names the permissions it needs in `x-permissions` ' +
        `(areas: ${permissions_1.PERMISSION_AREAS.join(', ')}; levels: ${permissions_1.PERMISSION_LEVELS.join(', ')}).`)
        .setVersion('1')
        .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
        .build();
    const document = swagger_1.SwaggerModule.createDocument(app, config, {
        operationIdFactory: (_controllerKey, methodKey) => methodKey,
    });
    document.components ??= {};
    document.components.schemas ??= {};
    document.components.schemas.PermissionArea = { type: 'string', enum: [...permissions_1.PERMISSION_AREAS] };
    document.components.schemas.PermissionLevel = { type: 'string', enum: [...permissions_1.PERMISSION_LEVELS] };
    return sortKeys(document);
}
function setupOpenApi(app) {
    const document = buildOpenApiDocument(app);
    swagger_1.SwaggerModule.setup('api/docs', app, document, {
        jsonDocumentUrl: 'api/openapi.json',
        customSiteTitle: 'EV Klub API',
    });
}
//# sourceMappingURL=openapi.js.map