import base from '../web/vite.config.mts';
import { mergeConfig } from 'vite';
export default (env) => mergeConfig(base(env), { build: { outDir: '/tmp/webanalyze', rolldownOptions: { output: { advancedChunks: { groups: [
 { name: 'react-dom', test: /node_modules[\\/]react-dom/ }, { name: 'scheduler', test: /scheduler/ }, { name: 'react', test: /node_modules[\\/]react[\\/]/ },
 { name: 'router', test: /react-router/ }, { name: 'cookie', test: /node_modules[\\/](cookie|set-cookie)/ }, { name: 'other', test: /node_modules/ } ] } } } } });
