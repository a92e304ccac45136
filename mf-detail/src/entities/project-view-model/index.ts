/**
 * Public API of the project view model (SPEC §3 "Project view model": the estate itself, its
 * child estates, its parent and the display fields; SPEC §2 detail routes and slugs): the model
 * that loads it for the page, its pure derivation and canonical paths, and the units table.
 */
export {
  alternatePaths,
  canonicalPath,
  findUnit,
  projectPath,
  projectViewModel,
  type ProjectViewModel,
} from './lib/project-view-model';
export {
  $displayGroups,
  $error,
  $estate,
  $isLoading,
  $isNotFound,
  $isParentPending,
  $parent,
  $request,
  $shownEstate,
  $unit,
  $viewModel,
  getEstateFx,
  isNotFoundError,
  viewModelRequested,
  viewModelRetried,
  type EstateRequest,
  type ViewModelRequest,
} from './model';
export { UnitsTable } from './ui/units-table';
