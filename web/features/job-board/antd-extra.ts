// antd parts this feature needs that web/shared/ui/antd.ts does not carry yet, imported as single
// files for the reason that module gives (index modules drag every sub-component along). They load
// only with the job pages' lazy chunks.
export { default as Tabs } from 'antd/es/tabs';
