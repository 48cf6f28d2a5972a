// Process entry: reads the configuration, starts the server and shuts it down cleanly on SIGINT/SIGTERM. With
// WEB_PROCESSES above 1 this process starts that many serving processes instead (web-processes.ts).
import cluster from 'node:cluster';
import { loadLanguageModel } from './ai/language/lemmas.ts';
import { probeOllama } from './ai/ollama-probe.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createEvaluationRunner } from './eval/evaluation-runner.ts';
import { closeOnSignals, orExitWithMessage, runEntry } from './process-entry.ts';
import { closeWithPrimary, runWebProcesses } from './web-processes.ts';

runEntry(async () => {
  const config = await orExitWithMessage(() => loadConfig());
  if (config.webProcesses > 1 && cluster.isPrimary) return runWebProcesses(config);
  const app = await orExitWithMessage(() => buildApp(config, { evaluation: createEvaluationRunner({ createdCasesPerHalf: config.evalCreatedCasesPerHalf }) }));
  const close = async () => {
    await app.close();
  };
  closeOnSignals(async (signal) => {
    app.log.info({ signal }, 'shutting down');
    await close();
  });
  closeWithPrimary(close);
  // The built-in engine reads every line with a language model: loaded here, once, not during someone's first reply.
  if (config.ai.provider === 'offline') loadLanguageModel();
  const engine = await app.engineInUse();
  await app.listen({ port: config.port, host: config.host, listenTextResolver: (address) => `Engram is running at ${address} with the ${engine}.` });
  // An Ollama next door is offered on the Local model page; the log says so at once, without delaying the start.
  void probeOllama(config.localModels.ollamaUrl).then((ollama) => {
    if (ollama.isRunning) app.log.info({ ollama: ollama.baseUrl, models: ollama.models }, `Ollama is running at ${ollama.baseUrl}${ollama.models.length > 0 ? ` with ${ollama.models.join(', ')}` : ''}: choose it on Admin → Local model.`);
  });
});
