// The push thread's entry (decision 0255): each task is one push, encrypted and posted here, off
// the thread that answers requests. Built as server/dist/push-thread.js beside main.js.
import { deliverPush } from './push-delivery';

export default deliverPush;
