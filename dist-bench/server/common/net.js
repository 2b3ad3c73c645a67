"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.freePort = freePort;
exports.isPortTaken = isPortTaken;
const node_net_1 = __importDefault(require("node:net"));
/** Asks the OS for a free TCP port on loopback. */
function freePort() {
    return new Promise((resolve, reject) => {
        const server = node_net_1.default.createServer();
        server.unref();
        server.on('error', reject);
        server.listen(0, '127.0.0.1', () => {
            const { port } = server.address();
            server.close(() => resolve(port));
        });
    });
}
/** True when something accepts connections on the port. */
function isPortTaken(port, host = '127.0.0.1') {
    return new Promise((resolve) => {
        const socket = node_net_1.default.connect({ port, host });
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
    });
}
//# sourceMappingURL=net.js.map