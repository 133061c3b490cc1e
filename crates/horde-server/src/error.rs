//! Errors as clients see them: an HTTP status and `{error, rule?}`.

use crate::dynmatch::ActError;
use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// A refused request. Every variant means nothing changed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    BadRequest(String),
    #[error("the request is larger than this server accepts")]
    TooLarge,
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    /// The engine refused the action; `rule` is the rule ID that forbids it.
    #[error("{reason}")]
    Illegal { rule: &'static str, reason: String },
    #[error("{0}")]
    Unprocessable(String),
    #[error("too many requests: slow down")]
    RateLimited,
    #[error("the request took too long to arrive or to answer")]
    TimedOut,
    #[error("{0}")]
    Unavailable(String),
    #[error("internal error: {0}")]
    Internal(String),
}

/// The JSON body of every error.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct ErrorBody {
    pub error: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

impl ApiError {
    pub fn status(&self) -> StatusCode {
        match self {
            Self::BadRequest(_) => StatusCode::BAD_REQUEST,
            Self::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::Conflict(_) => StatusCode::CONFLICT,
            Self::Illegal { .. } | Self::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Self::RateLimited => StatusCode::TOO_MANY_REQUESTS,
            Self::TimedOut => StatusCode::REQUEST_TIMEOUT,
            Self::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// A short name of the refusal, for the log.
    pub fn kind(&self) -> &'static str {
        match self {
            Self::BadRequest(_) => "bad-request",
            Self::TooLarge => "too-large",
            Self::Unauthorized(_) => "unauthorized",
            Self::Forbidden(_) => "forbidden",
            Self::NotFound(_) => "not-found",
            Self::Conflict(_) => "conflict",
            Self::Illegal { .. } => "illegal",
            Self::Unprocessable(_) => "unprocessable",
            Self::RateLimited => "rate-limited",
            Self::TimedOut => "timed-out",
            Self::Unavailable(_) => "unavailable",
            Self::Internal(_) => "internal",
        }
    }

    pub fn body(&self) -> ErrorBody {
        let rule = match self {
            Self::Illegal { rule, .. } => Some((*rule).to_owned()),
            _ => None,
        };
        ErrorBody { error: self.to_string(), rule }
    }

    /// A store failure: logged in full, reported to the client briefly.
    pub(crate) fn store(e: &horde_store::StoreError) -> Self {
        if let horde_store::StoreError::NotOwner(_) = e {
            tracing::warn!("store: {e}");
            return crate::cluster::moved();
        }
        tracing::error!("store: {e}");
        Self::Internal("the match could not be saved or read; nothing was changed".into())
    }
}

impl From<ActError> for ApiError {
    fn from(e: ActError) -> Self {
        match e {
            ActError::Finished | ActError::NotYourTurn | ActError::CannotUndo(_) => Self::Conflict(e.to_string()),
            ActError::Illegal { rule, reason } => Self::Illegal { rule, reason },
            ActError::UnknownAction(m) => Self::Unprocessable(m),
        }
    }
}

impl ApiError {
    /// The response, for a caller that has logged the refusal itself
    /// (with a more precise kind).
    pub(crate) fn logged_response(&self) -> Response {
        (self.status(), Json(self.body())).into_response()
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = self.status().as_u16();
        match &self {
            // What an attacker or a broken client does: worth an operator's eye.
            Self::Unauthorized(_) | Self::Forbidden(_) | Self::RateLimited | Self::TooLarge | Self::TimedOut => {
                tracing::info!(status, kind = self.kind(), "refused: {self}");
            }
            Self::Internal(_) | Self::Unavailable(_) => tracing::warn!(status, kind = self.kind(), "failed: {self}"),
            _ => tracing::debug!(status, kind = self.kind(), "refused: {self}"),
        }
        (self.status(), Json(self.body())).into_response()
    }
}
