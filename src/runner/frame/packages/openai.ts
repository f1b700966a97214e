/** The `openai` package for the preview frame, loaded when a run's samples import it (../lazy-packages.ts). */
import OpenAI, * as openai from 'openai';
import {registerPackage} from '../lazy-packages';

registerPackage('openai', {...openai, __esModule: true, default: OpenAI});
