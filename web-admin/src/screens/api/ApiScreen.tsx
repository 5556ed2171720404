/**
 * API (/admin/api; issue 19): the server's OpenAPI document (GET /api/cms/openapi.json, generated
 * from the routes' own schemas) drawn for staff: operations grouped by module, each with its method,
 * path, summary and permission, and, folded, its parameters, body and answers. A search narrows the
 * list by method, path, summary, module or permission. Every staff role may read it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { http } from '../../api/client.ts'
import { ListControls } from '../../collections/ListControls.tsx'
import { ListState } from '../../collections/ListState.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'
import '../../styles/content.css'
import './api.css'
import { fieldsOf, groupByTag, operationsOf, searchOperations, typeLabel, type JsonSchema, type OpenApiDocument, type Operation } from './openapi.ts'

const TITLE = 'API'
const NOUN = 'operations'
const SEARCH = { label: 'Search the API by path, method, summary, module or permission', placeholder: 'Search operations…' }
const NO_FILTERS = [] as const
const DOCUMENT_URL = '/api/cms/openapi.json'

function useApiDocument() {
  const [doc, setDoc] = useState<OpenApiDocument | null>(null)
  const [failed, setFailed] = useState(false)
  const load = useCallback(async () => {
    setFailed(false)
    try {
      const response = await http.get<OpenApiDocument>(DOCUMENT_URL)
      if (response.ok) setDoc(response.data)
      else setFailed(true)
    } catch (err) {
      console.error('Loading the API description failed', err)
      setFailed(true)
    }
  }, [])
  useEffect(() => void load(), [load])
  return { doc, failed, reload: load }
}

/** A schema's fields as a table; a schema without fields as its type in words. */
function SchemaView({ schema }: { schema: JsonSchema }) {
  const fields = fieldsOf(schema)
  if (!fields.length) return <p className="api-type">{typeLabel(schema)}</p>
  return (
    <>
      {schema.type === 'array' && <p className="api-type">array of:</p>}
      <table className="api-fields">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <td>
                <code>{field.name}</code>
                {field.required && <span className="api-required" title="Required"> *</span>}
              </td>
              <td>
                <span className="api-type">{typeLabel(field.schema)}</span>
                {fieldsOf(field.schema).length > 0 && (
                  <details className="api-nested">
                    <summary>Fields</summary>
                    <SchemaView schema={field.schema} />
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

function OperationDetails({ op }: { op: Operation }) {
  const notes = op.description.split('\n\n').filter(Boolean)
  return (
    <div className="api-details">
      {notes.map((note) => (
        <p key={note} className="api-note">
          {note.replaceAll('`', '')}
        </p>
      ))}
      {op.parameters.length > 0 && (
        <section aria-label="Parameters">
          <h4 className="api-heading">Parameters</h4>
          <table className="api-fields">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">In</th>
                <th scope="col">Type</th>
              </tr>
            </thead>
            <tbody>
              {op.parameters.map((p) => (
                <tr key={`${p.in}-${p.name}`}>
                  <td>
                    <code>{p.name}</code>
                    {p.required && <span className="api-required" title="Required"> *</span>}
                  </td>
                  <td>{p.in}</td>
                  <td className="api-type">{typeLabel(p.schema)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {op.body && (
        <section aria-label="Request body">
          <h4 className="api-heading">
            Body <span className="muted">({op.body.type})</span>
          </h4>
          <SchemaView schema={op.body.schema} />
        </section>
      )}
      {op.answers.map((answer) => (
        <section key={answer.status} aria-label={`Answer ${answer.status}`}>
          <h4 className="api-heading">
            Answer {answer.status} {answer.description && answer.description !== 'Default Response' && <span className="muted">{answer.description}</span>}
          </h4>
          {answer.schema ? <SchemaView schema={answer.schema} /> : <p className="api-type muted">No schema declared.</p>}
        </section>
      ))}
      <p className="api-note muted">Errors: 4xx and 5xx answer {'{ error, details? }'}.</p>
    </div>
  )
}

function OperationRow({ op }: { op: Operation }) {
  return (
    <li className="api-operation" data-operation={op.id}>
      <details>
        <summary className="api-summary">
          <span className={`api-method api-method-${op.method.toLowerCase()}`}>{op.method}</span>
          <code className="api-path">{op.path}</code>
          <span className="api-text">{op.summary}</span>
          <span className="badge api-permission" title="Permission needed">
            {op.permission}
          </span>
        </summary>
        <OperationDetails op={op} />
      </details>
    </li>
  )
}

export function ApiScreen() {
  useDocumentTitle(TITLE)
  const { doc, failed, reload } = useApiDocument()
  const [search, setSearch] = useState('')
  const operations = useMemo(() => (doc ? operationsOf(doc) : []), [doc])
  const shown = useMemo(() => searchOperations(operations, search), [operations, search])
  const groups = useMemo(() => groupByTag(shown), [shown])
  const description = doc
    ? `${doc.info.title} ${doc.info.version}: ${operations.length} operations, generated from the server's routes (OpenAPI ${doc.openapi}).`
    : 'The server API, generated from its routes.'

  return (
    <div className="screen journal-screen api-screen">
      <PageHeader
        icon="compass"
        title={TITLE}
        description={description}
        actions={
          <a className="button button-secondary button-sm" href={DOCUMENT_URL} target="_blank" rel="noreferrer">
            OpenAPI JSON
          </a>
        }
      />
      <section className="card list-card" aria-label={TITLE}>
        <ListControls noun={NOUN} search={SEARCH} value={search} onSearch={setSearch} filters={NO_FILTERS} filterValues={{}} onFilter={() => {}} loading={false} />
        <ListState noun={NOUN} icon="compass" loading={!doc && !failed} failed={failed} count={doc ? shown.length : null} searched={search} filters={NO_FILTERS} filterValues={{}} onRetry={() => void reload()}>
          <div className="api-groups">
            {groups.map((group) => (
              <section key={group.tag} className="api-group" aria-labelledby={`api-tag-${group.tag}`}>
                <h2 id={`api-tag-${group.tag}`} className="api-group-title">
                  {group.tag} <span className="muted">({group.operations.length})</span>
                </h2>
                <ul className="api-operations">
                  {group.operations.map((op) => (
                    <OperationRow key={op.id} op={op} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </ListState>
      </section>
    </div>
  )
}
