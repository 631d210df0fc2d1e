import { simulationParamsSchema } from '../schemas/simulation.schema';
import { taskParamsSchema } from '../schemas/task.schema';
import { workspaceParamsSchema } from '../schemas/workspace.schema';
import { definePath } from './definePath';

/** A workspace's simulations, each simulation with its runs, and each run (task). The collection across portfolios is in collectionPaths. */
export const simulationPaths = {
  workspaceList: definePath({ name: 'workspace.simulations.list', method: 'GET', pattern: '/workspaces/:wsId/simulations', params: workspaceParamsSchema }),
  create: definePath({ name: 'workspace.simulations.create', method: 'POST', pattern: '/workspaces/:wsId/simulations', params: workspaceParamsSchema }),
  get: definePath({ name: 'simulation.get', method: 'GET', pattern: '/simulations/:simId', params: simulationParamsSchema }),
  update: definePath({ name: 'simulation.update', method: 'PUT', pattern: '/simulations/:simId', params: simulationParamsSchema }),
  delete: definePath({ name: 'simulation.delete', method: 'DELETE', pattern: '/simulations/:simId', params: simulationParamsSchema }),
  tasks: definePath({ name: 'simulation.tasks.list', method: 'GET', pattern: '/simulations/:simId/tasks', params: simulationParamsSchema }),
  rerun: definePath({ name: 'simulation.tasks.create', method: 'POST', pattern: '/simulations/:simId/tasks', params: simulationParamsSchema }),
  task: definePath({ name: 'task.get', method: 'GET', pattern: '/tasks/:taskId', params: taskParamsSchema }),
  taskStatus: definePath({ name: 'task.status', method: 'GET', pattern: '/tasks/:taskId/status', params: taskParamsSchema }),
  taskRequest: definePath({ name: 'task.requests.create', method: 'POST', pattern: '/tasks/:taskId/requests', params: taskParamsSchema }),
};
