// In a guest's build (Preact's React compatibility layer, web/vite.config.mts), effects run as React
// runs them: in a task of their own after the browser has painted (a MessageChannel message), not
// on the next animation frame, which a background tab never gets (nor a test's paused clock).
import { options } from 'preact';

const channel = new MessageChannel();
const pending: (() => void)[] = [];
channel.port1.onmessage = () => pending.splice(0).forEach((run) => run());
options.requestAnimationFrame = (run) => {
  if (pending.push(run) === 1) channel.port2.postMessage(null);
};
